import { AppError } from './errors.ts';

/** What a settings save does to a stored secret (a password, an API token, a signing key). */
export type SecretChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; value: string };

/** Host names and URLs compare without case; everything else as it is. */
const normalised = (endpoint: readonly unknown[]) => JSON.stringify(endpoint.map((part) => (typeof part === 'string' ? part.trim().toLowerCase() : part)));

/**
 * The one rule for every sealed credential (SMTP, Zendesk, webhook secrets, PSA keys): a stored
 * secret belongs to the endpoint it was entered for. `supplied` left out keeps it only while the
 * endpoint (host, port, TLS mode, base URL… whatever decides where it is sent) is unchanged;
 * otherwise the save is refused with a 400 naming `field`, so a changed address never receives
 * the old secret. An empty `supplied` removes it; any other value replaces it.
 */
export function storedSecretChange(options: {
  hasStored: boolean;
  supplied: string | undefined;
  /** Where the secret was sent before this save; null when nothing was saved yet. */
  endpointBefore: readonly unknown[] | null;
  endpointAfter: readonly unknown[];
  /** The input field the secret is entered in, for the 400's fields. */
  field: string;
}): SecretChange {
  const { supplied } = options;
  if (supplied === '') return { kind: 'remove' };
  if (supplied !== undefined) return { kind: 'replace', value: supplied };
  // No address any more (the provider or channel was switched off): nothing to keep the secret for.
  if (options.hasStored && options.endpointAfter.every((part) => part === '')) return { kind: 'remove' };
  if (!options.hasStored || options.endpointBefore === null || normalised(options.endpointBefore) === normalised(options.endpointAfter))
    return { kind: 'keep' };
  throw new AppError('VALIDATION_FAILED', 'Some fields are invalid', {
    [options.field]: ['Enter it again (or leave it empty to remove it): a stored secret is only sent to the address it was entered for'],
  });
}

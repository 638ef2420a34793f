import { randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import { isValidPhoneNumber } from 'libphonenumber-js';
import {
  HELP_ATTACHMENT_MAX_BYTES,
  HELP_EXTENSIONS_TEXT,
  HELP_MESSAGES,
  helpTicketRuleErrors,
  isAllowedHelpAttachment,
  type HelpAttachment,
  type HelpTicket,
  type HelpTicketResult,
  type HelpUpload,
  type SessionUser,
} from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { BlobStore } from '../../notes/uploads/blob-store.ts';
import type { UploadQuota } from '../../notes/uploads/upload-quota.ts';
import type { IncomingFile } from '../../notes/uploads/uploads.service.ts';
import type { PreviewLinks } from '../../notes/uploads/preview-links.ts';
import { contentMatchesExtension, contentTypeForExtension, FILE_CHECK_HEAD_BYTES } from './file-check.ts';
import type { HelpSettingsRepository } from '../settings/help-settings.repository.ts';
import type { HelpUploadRow, HelpUploadsRepository } from './help-uploads.repository.ts';
import { TicketKeptError, type HelpProvider } from '../providers/provider.ts';

/** Uploads one user may have waiting for a ticket within an hour: a few tickets' worth, not a file store. */
export const MAX_PENDING_UPLOADS = 20;
const HOUR_MS = 60 * 60 * 1000;

const fileError = (message: string) => new AppError('VALIDATION_FAILED', message, { file: [message] });
const invalid = (fields: Record<string, string[]>) => new AppError('VALIDATION_FAILED', 'Some fields are invalid', fields);

/** Reads what passes through, keeping the first bytes for the file check. */
function headTap() {
  let head = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.length < FILE_CHECK_HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, FILE_CHECK_HEAD_BYTES);
      done(null, chunk);
    },
  });
  return { tap, head: () => head };
}

/**
 * Support tickets from the help panel: attachments checked (type by extension and content, size,
 * count) and kept as a local copy while the ticket is written, handed to the provider for a token;
 * the ticket checked against every rule of spec 000 §5 and sent; and, when sending fails, the
 * uploaded files removed from the provider and from here (spec 000 §8).
 */
export function createHelpSupportService(deps: {
  uploads: HelpUploadsRepository;
  people: Pick<HelpSettingsRepository, 'techniciansByEmail'>;
  blobs: BlobStore;
  /** The upload quotas and free-space floor every upload route passes (notes/uploads/upload-quota.ts). */
  quota?: UploadQuota | undefined;
  provider: () => Promise<HelpProvider>;
  previewLinks: Pick<PreviewLinks, 'url'>;
  federal: boolean;
  environment: string | null;
  clock: Clock;
  log: (message: string) => void;
}) {
  const { uploads, blobs, clock } = deps;

  /** Removes tokens and their local copies (and, best effort, the provider's files). */
  async function discard(rows: HelpUploadRow[], provider: HelpProvider | null): Promise<void> {
    for (const row of rows) {
      if (provider && row.provider === provider.kind && !provider.ticketKeepsLocalCopy) {
        await provider
          .deleteUpload(row.providerToken)
          .catch((error: unknown) => deps.log(`help: could not remove an upload from the provider: ${String(error)}`));
      }
    }
    for (const contentId of await uploads.deleteWithCopies(rows)) await blobs.delete(contentId);
  }

  const attachmentOf = (row: HelpUploadRow): HelpAttachment => ({
    id: row.token,
    resourceId: row.contentId,
    uploadStatus: 'SUCCESS',
    metadata: { name: row.fileName, contentType: row.contentType, size: row.size },
  });

  async function own(user: SessionUser, token: string): Promise<HelpUploadRow> {
    const [row] = await uploads.ownedBy(user.id, [token]);
    if (!row) throw notFound('File');
    return row;
  }

  return {
    /**
     * Checks and keeps one file; answers the token the ticket names it by. `expectedBytes` is the
     * request's announced length, for the upload quotas to weigh before reading.
     */
    async upload(user: SessionUser, file: IncomingFile, expectedBytes = 0): Promise<HelpUpload> {
      const fileName = file.fileName.replace(/[\\/\x00-\x1f]/g, '_').slice(0, 255) || 'file';
      if (!isAllowedHelpAttachment(fileName)) {
        // Nothing is stored: the rest of the body is read and dropped.
        file.stream.resume();
        throw fileError(HELP_MESSAGES.unsupported(HELP_EXTENSIONS_TEXT));
      }
      if ((await uploads.pendingCount(user.id, new Date(clock.now().getTime() - HOUR_MS))) >= MAX_PENDING_UPLOADS) {
        file.stream.resume();
        throw new AppError('RATE_LIMITED', 'Too many files are waiting for a ticket. Send the ticket or remove some files first.');
      }
      try {
        await deps.quota?.admit(user.id, Math.min(expectedBytes, HELP_ATTACHMENT_MAX_BYTES));
      } catch (error) {
        file.stream.resume();
        throw error;
      }
      const contentId = randomBytes(18).toString('base64url');
      const { tap, head } = headTap();
      file.stream.on('error', (error) => tap.destroy(error));
      const size = await blobs.put(contentId, file.stream.pipe(tap));
      const refuse = async (error: AppError) => {
        await blobs.delete(contentId);
        return error;
      };
      if (file.truncated()) throw await refuse(fileError(HELP_MESSAGES.tooLarge([fileName])));
      if (size === 0) throw await refuse(fileError('The file is empty.'));
      if (!contentMatchesExtension(fileName, head())) throw await refuse(fileError(HELP_MESSAGES.unsupported(HELP_EXTENSIONS_TEXT)));

      const contentType = contentTypeForExtension(fileName);
      const provider = await deps.provider();
      let providerToken: string;
      try {
        providerToken = await provider.upload({ fileName, contentType, size, contentId, open: async () => (await blobs.get(contentId))! });
      } catch (error) {
        await blobs.delete(contentId);
        throw error;
      }
      const token = randomBytes(24).toString('base64url');
      try {
        await uploads.insert({
          token,
          userId: user.id,
          provider: provider.kind,
          providerToken,
          contentId,
          fileName,
          contentType,
          size,
          createdAt: clock.now(),
        });
      } catch (error) {
        await blobs.delete(contentId);
        if (!provider.ticketKeepsLocalCopy) await provider.deleteUpload(providerToken).catch(() => undefined);
        throw error;
      }
      return { token, fileName, contentType, size };
    },

    /** Removes an upload the user no longer wants (or cleanup after a failed send). */
    async removeUpload(user: SessionUser, token: string): Promise<void> {
      await discard([await own(user, token)], await deps.provider());
    },

    async attachment(user: SessionUser, token: string): Promise<HelpAttachment> {
      return attachmentOf(await own(user, token));
    },

    /** Where the preview reads the file: a short-lived signed link to the local copy, for its uploader only. */
    async signedUrl(user: SessionUser, token: string): Promise<{ signedUrl: string }> {
      return { signedUrl: await deps.previewLinks.url((await own(user, token)).contentId) };
    },

    /** Checks the ticket against the environment's rules and sends it with its files. */
    async submit(user: SessionUser, input: HelpTicket): Promise<HelpTicketResult> {
      const fields = helpTicketRuleErrors(input, deps.federal);
      if (input.ticketPhoneNumber !== '' && !isValidPhoneNumber(input.ticketPhoneNumber)) fields.ticketPhoneNumber = [HELP_MESSAGES.invalidPhone];

      const ccEmails = [...new Set(input.ticketCc.map((c) => c.user_email))];
      const cc = await deps.people.techniciansByEmail(ccEmails);
      const unknownCc = ccEmails.filter((email) => !cc.some((c) => c.email === email));
      if (unknownCc.length > 0) fields.ticketCc = unknownCc.map((email) => `${email} is not a technician`);

      const tokens = [...new Set(input.imageTokens)];
      const provider = await deps.provider();
      const rows = await uploads.ownedBy(user.id, tokens);
      const byToken = new Map(rows.map((r) => [r.token, r]));
      const ordered = tokens.map((t) => byToken.get(t)).filter((r): r is HelpUploadRow => r !== undefined && r.provider === provider.kind);
      if (ordered.length !== tokens.length) fields.imageTokens = ['File not found: upload it again'];
      const seen = new Set<string>();
      for (const row of ordered) {
        if (seen.has(row.fileName)) (fields.imageTokens ??= []).push(HELP_MESSAGES.duplicateFile(row.fileName));
        seen.add(row.fileName);
      }
      if (Object.keys(fields).length > 0) throw invalid(fields);

      // A token the provider has forgotten would send the ticket without its file: upload it again
      // from the local copy (kept until the ticket is sent).
      const providerTokens: string[] = [];
      const lifetime = provider.uploadTokenLifetimeMs;
      for (const row of ordered) {
        if (lifetime === undefined || clock.now().getTime() - row.createdAt.getTime() < lifetime) providerTokens.push(row.providerToken);
        else {
          const fresh = await provider.upload({
            fileName: row.fileName,
            contentType: row.contentType,
            size: row.size,
            contentId: row.contentId,
            open: async () => (await blobs.get(row.contentId))!,
          });
          await uploads.replaceProviderToken(row.token, fresh, clock.now());
          providerTokens.push(fresh);
          row.providerToken = fresh;
        }
      }

      let sent: { ticketId: string; url: string | null };
      try {
        sent = await provider.createTicket({
          requester: { userId: user.id, name: user.name, email: user.email },
          subject: input.ticketSubject,
          body: input.ticketBody,
          priority: input.ticketPriority,
          category: input.ticketCategory,
          phone: input.ticketPhoneNumber,
          callback: input.ticketCallback,
          cc: cc.map((c) => ({ userId: c.id, name: c.name, email: c.email })),
          uploadTokens: providerTokens,
          environment: deps.environment,
        });
      } catch (error) {
        // A busy desk or fields to correct: the user sends the same ticket again, with the same files
        // (issue 30; decision 0040). Any other failure removes them (spec 000 §8).
        if (!(error instanceof TicketKeptError))
          await discard(ordered, provider).catch((cleanupError: unknown) => deps.log(`help: cleanup after a failed ticket failed: ${String(cleanupError)}`));
        throw error;
      }
      if (provider.ticketKeepsLocalCopy) await uploads.forget(ordered.map((r) => r.token));
      else await discard(ordered, null);
      return { resultCode: 'SUCCESS', ticketId: sent.ticketId, url: sent.url };
    },
  };
}
export type HelpSupportService = ReturnType<typeof createHelpSupportService>;

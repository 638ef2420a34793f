import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREVIEW_URL_TTL_SECONDS } from '@outpost/contracts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { uploadUrl } from './upload-references.ts';

/** One answer for an altered, cut or old link: which it was helps only someone guessing. */
export const PREVIEW_LINK_REFUSED = 'This preview link is not valid or has expired. Open the preview again.';

/**
 * Short-lived signed addresses of uploaded files (spec 002 §7 "Signed URL for a preview
 * attachment", spec 000 §7 "Signed URL lookup"): the one rule for the help panel's attachments
 * and tickets' files. A link names the file and its expiry, signed with HMAC-SHA-256 under a key
 * derived from the server's master key, so it works without the session (a PDF frame, a video
 * player) but only for that file and only for PREVIEW_URL_TTL_SECONDS. Whoever asks for a link
 * has passed the file's own access check first; the link is the proof of that check.
 */
export function createPreviewLinks(deps: { secret: () => Promise<Buffer>; clock: Clock }) {
  let key: Promise<Buffer> | undefined;
  // A key of its own, so a signature never doubles as anything else made with the master key.
  const keyOf = () => (key ??= deps.secret().then((master) => createHmac('sha256', master).update('outpost upload preview links v1').digest()));
  const signatureOf = async (contentId: string, expires: number) =>
    createHmac('sha256', await keyOf())
      .update(`${contentId}\n${expires}`)
      .digest();

  return {
    /** A signed address of the file's preview, good for PREVIEW_URL_TTL_SECONDS from now. */
    async url(contentId: string): Promise<string> {
      const expires = Math.floor(deps.clock.now().getTime() / 1000) + PREVIEW_URL_TTL_SECONDS;
      const signature = (await signatureOf(contentId, expires)).toString('base64url');
      return `${uploadUrl(contentId)}/preview?${new URLSearchParams({ expires: String(expires), signature })}`;
    },

    /** Refuses (403) a link whose signature does not match its file and expiry, or whose expiry has passed. */
    async check(contentId: string, expires: number, signature: string): Promise<void> {
      // Compared as the text the link carries: decoding first would accept other spellings of the
      // same bytes (base64url's last character has bits no decoder reads), so an altered link
      // could pass.
      const expected = Buffer.from((await signatureOf(contentId, expires)).toString('base64url'));
      const given = Buffer.from(signature);
      const genuine = given.length === expected.length && timingSafeEqual(given, expected);
      if (!genuine || expires * 1000 <= deps.clock.now().getTime()) throw new AppError('FORBIDDEN', PREVIEW_LINK_REFUSED);
    },
  };
}
export type PreviewLinks = ReturnType<typeof createPreviewLinks>;

/** Links under a key of the process's own: for composition without a server to serve them (demo seeding). */
export const ephemeralPreviewLinks = (clock: Clock) => createPreviewLinks({ secret: async () => randomBytes(32), clock });

// What the browser waits for: the in-process figures of desk.ts again, over HTTP against the real
// server process, with a signed-in technician's session cookie and CSRF header, sending the
// requests the web app sends (apps/web/src/features/boards/api/boards.api.ts,
// src/api/tickets.api.ts and features/tickets/api/records.api.ts).
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@outpost/contracts';

export interface Session {
  token: string;
  csrfToken: string;
}

/** What one in-process figure needs to be asked for again over HTTP. */
export interface HttpPlan {
  boardIds: number[];
  busyTicketId: number;
  /** The five custom attributes' ids, in the order `createBody` fills them. */
  attributeIds: string[];
}

/** A ticket to create, the same one in process and over HTTP: 5 custom attributes and 2 tags. */
export function createBody(i: number, attributeIds: string[]) {
  const [text, numeric, checkbox, decimal, date] = attributeIds;
  return {
    summary: `Bench ticket ${i}`,
    priority: 'MEDIUM' as const,
    organizationId: 1 + (Math.abs(i) % 50),
    tags: ['tag-1', 'tag-2'],
    attributes: { [text!]: `Serial ${i}`, [numeric!]: 1 + (Math.abs(i) % 500), [checkbox!]: i % 2 === 0, [decimal!]: 12.5, [date!]: '2026-11-24' },
  };
}

/** The board table's first page as DataTable asks it (toRemoteSearchParams: no search, sort or filter). */
export const boardPageQuery = (pageSize: number) =>
  new URLSearchParams({ pageIndex: '0', pageSize: String(pageSize), globalFilter: '', sort: '[]', filters: '{}' }).toString();

/**
 * The requests the ticket page sends when it opens, in parallel as React Query starts them: the
 * ticket, its conversation, its activity (records.api.ts asks ascending, 250 at a time), its
 * attachments, time entries and the technician's timer.
 */
export const ticketPagePaths = (id: number) => [
  `/api/ticketing/ticket/${id}`,
  `/api/ticketing/ticket/${id}/comments`,
  `/api/ticketing/ticket/${id}/activity?sortDirection=ASC&pageSize=250`,
  `/api/ticketing/ticket/${id}/attachments`,
  `/api/ticketing/ticket/${id}/time-entries`,
  `/api/ticketing/ticket/${id}/timer`,
];

/**
 * A browser's session against `base`: both cookies on every request, the CSRF header on those
 * that change something (api/client.ts). A non-2xx answer fails the bench: a figure of error
 * pages would be a figure of nothing.
 */
export function browserSession(base: string, session: Session) {
  const cookie = `${SESSION_COOKIE}=${session.token}; ${CSRF_COOKIE}=${session.csrfToken}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = { cookie };
    if (method !== 'GET') headers[CSRF_HEADER] = session.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
  };
}

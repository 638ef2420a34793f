import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_MAX_BYTES, type Upload } from '@outpost/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockRoute, refuse } from '../../../test/render.tsx';
import { answer, button, open, rule, tab, type Responder } from '../test/editorHarness.tsx';

type User = ReturnType<typeof userEvent.setup>;

const stored = (contentId: string, fileName: string, size: number): Upload => ({
  contentId,
  url: `/api/uploads/${contentId}`,
  fileName,
  contentType: 'text/plain',
  size,
  uploadStatus: 'READY',
});
const ref = (upload: Upload) => ({ id: upload.contentId, metadata: { name: upload.fileName, size: upload.size, contentType: upload.contentType } });
const runbook = stored('cid-runbook', 'runbook.txt', 2048);
const checklist = stored('cid-checklist', 'checklist.txt', 10);

/** An event rule whose one action is an e-mail to the requester with these files and body. */
const emailRule = (uploads: unknown[], body = '<p>Hello</p>') =>
  rule({ actions: [{ uid: 'e', field: 'SEND_EMAIL', value: { keys: ['REQUESTER'], subject: 'Files', body, uploads } }] });

/** The upload store: each file answered by name, in turn; `gate` holds an answer back until released. */
function uploadsRoute(answers: Record<string, Upload | Response>, gate?: Promise<void>): Responder {
  return mockRoute('post', '/api/uploads', async () => {
    await gate;
    const name = uploaded.shift()!;
    return answers[name]!;
  });
}
let uploaded: string[] = [];

async function openEmail(user: User, stored: ReturnType<typeof rule>, extra: Responder[] = []) {
  const calls = answer(extra, stored);
  const { dialog } = await open({ action: 'edit', kind: 'EVENT_BASED', ruleId: 4 });
  await waitFor(() => expect(button(dialog, 'Save')).toBeEnabled());
  await user.click(tab(dialog, /^Actions/));
  const row = within(dialog).getByTestId('action-row');
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const email = await screen.findByRole('dialog', { name: 'Email' });
  await within(email).findByRole('textbox', { name: 'Body text' });
  return { calls, dialog, row, email };
}

/** Chooses files through the 'Add files' button's file input. */
async function choose(user: User, email: HTMLElement, ...files: File[]) {
  uploaded.push(...files.map((f) => f.name));
  await user.upload(within(email).getByLabelText('Choose files to attach'), files);
}

const textFile = (name: string, text: string) => new File([text], name, { type: 'text/plain' });
const putActions = (calls: ReturnType<typeof answer>) =>
  (calls.filter((c) => c.method === 'PUT').at(-1)?.body as { actions: { value: { uploads: unknown[] } }[] } | undefined)?.actions;

describe('the Email dialog’s attachments (spec 002 §3.1 uploads, §5.1)', () => {
  afterEach(() => {
    uploaded = [];
    vi.restoreAllMocks();
  });

  it('uploads chosen files through POST /api/uploads, lists them with name, size and state, holds Apply while one uploads, and saves them by content id with their names', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls, dialog, row, email } = await openEmail(user, emailRule([]), [uploadsRoute({ 'runbook.txt': runbook }, gate)]);
    expect(within(email).queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    const addFiles = within(email).getByRole('button', { name: 'Add files' });
    expect(addFiles).toBeEnabled();

    await choose(user, email, textFile('runbook.txt', 'x'.repeat(2048)));
    const item = () => within(email).getByRole('listitem', { name: 'runbook.txt' });
    expect(item()).toHaveTextContent('2.0 KiB · Uploading…');
    await waitFor(() => expect(within(email).getByRole('button', { name: 'Apply' })).toBeDisabled());
    release();
    await waitFor(() => expect(item()).toHaveTextContent('2.0 KiB · Uploaded'));
    await waitFor(() => expect(within(email).getByRole('button', { name: 'Apply' })).toBeEnabled());
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/uploads')).toHaveLength(1);

    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Attachments: runbook.txt');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(putActions(calls)?.[0]?.value.uploads).toEqual([ref(runbook)]));
  });

  it('an e-mail with an empty body is valid with a file attached, and "Required" again once the file is removed', async () => {
    const user = userEvent.setup();
    const { row, email } = await openEmail(user, emailRule([], ''), [uploadsRoute({ 'checklist.txt': checklist })]);
    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    expect(await within(email).findByText('Required')).toBeInTheDocument();

    await choose(user, email, textFile('checklist.txt', '0123456789'));
    await waitFor(() => expect(within(email).getByRole('listitem', { name: 'checklist.txt' })).toHaveTextContent('Uploaded'));
    await waitFor(() => expect(within(email).queryByText('Required')).not.toBeInTheDocument());
    await user.click(within(email).getByRole('button', { name: 'Remove checklist.txt' }));
    expect(within(email).queryByRole('listitem', { name: 'checklist.txt' })).not.toBeInTheDocument();
    expect(await within(email).findByText('Required')).toBeInTheDocument();

    await choose(user, email, textFile('checklist.txt', '0123456789'));
    await waitFor(() => expect(within(email).getByRole('listitem', { name: 'checklist.txt' })).toHaveTextContent('Uploaded'));
    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Attachments: checklist.txt');
  });

  it('shows a saved rule’s files by name (a file saved by id only by its id); Remove then Cancel keeps them, Remove then Apply drops one', async () => {
    const user = userEvent.setup();
    const { calls, dialog, row } = await openEmail(user, emailRule([ref(runbook), { id: 'cid-bare' }, { id: 'cid-inline', inline: true }]));
    expect(row).toHaveTextContent('Attachments: runbook.txt, cid-bare');
    let email = screen.getByRole('dialog', { name: 'Email' });
    const list = within(email).getByRole('list', { name: 'Attachments' });
    // Inline images belong to the body: not listed as files.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['runbook.txt', 'cid-bare']);
    expect(within(list).getByRole('listitem', { name: 'runbook.txt' })).toHaveTextContent('2.0 KiB · Uploaded');

    await user.click(within(email).getByRole('button', { name: 'Remove runbook.txt' }));
    await user.click(within(email).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect(row).toHaveTextContent('Attachments: runbook.txt, cid-bare');

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    email = await screen.findByRole('dialog', { name: 'Email' });
    expect(within(email).getByRole('listitem', { name: 'runbook.txt' })).toBeInTheDocument();
    await user.click(within(email).getByRole('button', { name: 'Remove cid-bare' }));
    await user.click(within(email).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(putActions(calls)?.[0]?.value.uploads).toEqual([ref(runbook), { id: 'cid-inline', inline: true }]));
  });

  it('Cancel drops files added in the dialog', async () => {
    const user = userEvent.setup();
    const { calls, dialog, row, email } = await openEmail(user, emailRule([]), [uploadsRoute({ 'runbook.txt': runbook })]);
    await choose(user, email, textFile('runbook.txt', 'x'.repeat(2048)));
    await waitFor(() => expect(within(email).getByRole('listitem', { name: 'runbook.txt' })).toHaveTextContent('Uploaded'));
    await user.click(within(email).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).not.toBeInTheDocument());
    expect(row).not.toHaveTextContent('Attachments');
    await user.click(button(dialog, 'Save'));
    await waitFor(() => expect(putActions(calls)?.[0]?.value.uploads).toEqual([]));
  });

  it('says in words why a file was refused: the server’s message, or the size limit before sending; the refused file is not listed', async () => {
    const user = userEvent.setup();
    const { calls, email } = await openEmail(user, emailRule([]), [
      uploadsRoute({ 'empty.txt': refuse(400, 'Minimum file size is 1 byte', { file: ['Minimum file size is 1 byte'] }), 'runbook.txt': runbook }),
    ]);
    await choose(user, email, new File([], 'empty.txt', { type: 'text/plain' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('empty.txt: Minimum file size is 1 byte');
    expect(within(email).queryByRole('listitem', { name: 'empty.txt' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(email).getByRole('button', { name: 'Apply' })).toBeEnabled());

    const huge = textFile('huge.iso', 'x');
    Object.defineProperty(huge, 'size', { value: UPLOAD_MAX_BYTES + 1 });
    uploaded.length = 0;
    await user.upload(within(email).getByLabelText('Choose files to attach'), [huge]);
    expect(await within(email).findByRole('alert')).toHaveTextContent('huge.iso: Maximum file size is 20 MiB');
    expect(calls.filter((c) => c.url.pathname === '/api/uploads')).toHaveLength(1);

    // A good file afterwards still goes up and the old message goes away.
    await choose(user, email, textFile('runbook.txt', 'x'.repeat(2048)));
    await waitFor(() => expect(within(email).getByRole('listitem', { name: 'runbook.txt' })).toHaveTextContent('Uploaded'));
    expect(within(email).queryByRole('alert')).not.toBeInTheDocument();
  });
});

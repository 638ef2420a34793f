import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { choose, openNewEventRule } from './automations.helpers.ts';
import { apiLogin, login } from './helpers.ts';

test.setTimeout(180_000);
test.use({ actionTimeout: 20_000 });

test('an administrator creates an event rule (priority High and a mark → tag, assign, private comment with a placeholder, e-mail to the requester) and a matching ticket gets them', async ({
  page,
  request,
}) => {
  // The Comment and Email dialogs fit a 900 px-high window with Apply in sight (issue 23 item 15).
  await page.setViewportSize({ width: 1440, height: 900 });
  const headers = await apiLogin(request);
  const mark = `auto${randomBytes(3).toString('hex')}`;
  const tag = `e2e-${mark}`;
  const created = await request.post('/api/ticketing/tags', { headers, data: { name: tag } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const dialog = await openNewEventRule(page);
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Escalate ${mark}`);

  await dialog.getByRole('tab', { name: /^Conditions/ }).click();
  const allGroup = dialog.getByRole('region', { name: 'All of these conditions' });
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const first = allGroup.getByRole('group', { name: 'Condition 1' });
  await choose(page, first.getByRole('combobox', { name: 'Field' }), 'Priority', 'Prio');
  await choose(page, first.getByRole('combobox', { name: 'Value' }), 'High');
  await allGroup.getByRole('button', { name: 'Add condition' }).click();
  const second = allGroup.getByRole('group', { name: 'Condition 2' });
  await choose(page, second.getByRole('combobox', { name: 'Field' }), 'Summary', 'Summ');
  await choose(page, second.getByRole('combobox', { name: 'Operator' }), 'Contains');
  await second.getByRole('textbox', { name: 'Value' }).fill(mark);

  await dialog.getByRole('tab', { name: /^Actions/ }).click();
  const rows = dialog.getByTestId('action-row');
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await expect(rows.nth(0).getByRole('combobox', { name: 'Action' })).toHaveValue('Add tags');
  // The action's tag input is the ticket's tag picker (issue 23 bug 2): the tag is chosen from the catalogue.
  await choose(page, rows.nth(0).getByRole('combobox', { name: 'Tags' }), tag, tag);
  await page.keyboard.press('Escape');

  await dialog.getByRole('button', { name: 'Add action' }).click();
  await choose(page, rows.nth(1).getByRole('combobox', { name: 'Action' }), 'Update ticket');
  await choose(page, rows.nth(1).getByRole('combobox', { name: 'Field' }), 'Assignee');
  await choose(page, rows.nth(1).getByRole('combobox', { name: 'Assignee' }), 'Terry Technician', 'Terry');

  // The comment is edited in its own dialog; a placeholder picked there goes in at the caret.
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await choose(page, rows.nth(2).getByRole('combobox', { name: 'Action' }), 'Add comment');
  const comment = page.getByRole('dialog', { name: 'Comment' });
  const body = comment.getByRole('textbox', { name: 'Body text' });
  await body.click();
  await page.keyboard.type(`: escalated by the rule ${mark}`);
  await page.keyboard.press('Home');
  await choose(page, comment.getByRole('combobox', { name: 'Insert placeholder' }), '{{ticket.summary}}', 'ticket.summ');
  await expect(body).toHaveText(`{{ticket.summary}}: escalated by the rule ${mark}`);
  await expect(comment.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  await comment.getByRole('button', { name: 'Apply' }).click();
  await expect(comment).toBeHidden();
  await expect(rows.nth(2)).toContainText(`Private · {{ticket.summary}}: escalated by the rule ${mark}`);

  // An e-mail to the requester: the recipient by its name, a subject with a placeholder put at the caret.
  await dialog.getByRole('button', { name: 'Add action' }).click();
  await choose(page, rows.nth(3).getByRole('combobox', { name: 'Action' }), 'Send email');
  const email = page.getByRole('dialog', { name: 'Email' });
  await choose(page, email.getByRole('combobox', { name: /^Recipient/ }), 'Requester', 'Reque');
  await email.getByRole('textbox', { name: 'Subject' }).fill(' is being handled');
  await email.getByRole('textbox', { name: 'Subject' }).press('Home');
  await choose(page, email.getByRole('combobox', { name: 'Insert placeholder' }).first(), '{{ticket.id}}', 'ticket.id');
  await expect(email.getByRole('textbox', { name: 'Subject' })).toHaveValue('{{ticket.id}} is being handled');
  await email.getByRole('textbox', { name: 'Body text' }).click();
  await page.keyboard.type('We are on it.');
  await expect(email.getByRole('button', { name: 'Apply' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('email-dialog-1440x900.png') });
  await email.getByRole('button', { name: 'Apply' }).click();
  await expect(email).toBeHidden();
  await expect(rows.nth(3)).toContainText('To: Requester');

  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Success').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `Escalate ${mark}`, exact: true })).toBeVisible();

  const ticket = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Printer on fire ${mark}`, priority: 'HIGH' } });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const { id } = (await ticket.json()) as { id: number };
  const stored = (await (await request.get(`/api/ticketing/ticket/${id}`, { headers })).json()) as { tags: string[]; assignee: { name: string | null } | null };
  expect(stored.tags).toContain(tag);
  expect(stored.assignee?.name).toBe('Terry Technician');
  const comments = (await (await request.get(`/api/ticketing/ticket/${id}/comments`, { headers })).json()) as { htmlBody: string; isPublic: boolean }[];
  expect(comments.some((c) => !c.isPublic && c.htmlBody.includes(`Printer on fire ${mark}: escalated by the rule ${mark}`))).toBe(true);

  const rules = (await (await request.get('/api/ticketing/trigger?type=EVENT_BASED', { headers })).json()) as {
    id: number;
    name: string;
    actions: unknown[];
  }[];
  const mine = rules.find((r) => r.name === `Escalate ${mark}`)!;
  expect(mine.actions).toContainEqual(
    expect.objectContaining({ field: 'SEND_EMAIL', value: expect.objectContaining({ keys: ['REQUESTER'], subject: '{{ticket.id}} is being handled' }) }),
  );
  // The rule goes, so later journeys' tickets are not changed by it.
  await request.delete(`/api/ticketing/trigger/${mine.id}`, { headers });
});

test('a technician applies a response template on the ticket page: the comment and the priority wait for review, nothing is saved', async ({
  page,
  request,
}) => {
  const headers = await apiLogin(request);
  const mark = `tpl${randomBytes(3).toString('hex')}`;
  const template = await request.post('/api/ticketing/trigger/', {
    headers,
    data: {
      type: 'RESPONSE_TEMPLATE',
      name: `Working on it ${mark}`,
      actions: [
        { uid: 'p', field: 'ticket', operator: 'priority', value: 'LOW' },
        { uid: 'c', field: 'ADD_TICKET_COMMENT', value: { body: `<p>We are on ticket {{ticket.id}} ${mark}</p>`, public: true } },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const ticket = await request.post('/api/ticketing/ticket', { headers, data: { summary: `Needs a reply ${mark}`, priority: 'HIGH' } });
  const { id } = (await ticket.json()) as { id: number };
  // The help panel's first-visit tooltip stays closed for this browser session.
  await page.addInitScript(() => sessionStorage.setItem('outpost.helpTooltipClosed', '1'));

  await login(page);
  await page.goto(`/tickets/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${id} Needs a reply ${mark}` })).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Response template' }), `Working on it ${mark}`, mark);
  await expect(page.getByText(`We are on ticket ${id} ${mark}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('Low');
  const stored = (await (await request.get(`/api/ticketing/ticket/${id}`, { headers })).json()) as { priority: string };
  expect(stored.priority).toBe('HIGH');
  const comments = (await (await request.get(`/api/ticketing/ticket/${id}/comments`, { headers })).json()) as unknown[];
  expect(comments).toEqual([]);
  const rules = (await (await request.get('/api/ticketing/trigger?type=RESPONSE_TEMPLATE', { headers })).json()) as { id: number; name: string }[];
  await request.delete(`/api/ticketing/trigger/${rules.find((r) => r.name === `Working on it ${mark}`)!.id}`, { headers });
});

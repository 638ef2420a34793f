import type { HelpArticleInput, SessionUser } from '@outpost/contracts';
import { helpArticleInputSchema } from '@outpost/contracts';
import type { HelpArticlesService } from './articles.service.ts';

/** The label the technicians' "Learn more about restoring backups" link opens (apps/web shared/helpLinks.ts). */
export const RESTORING_BACKUPS_TOPIC = 'restoring-backups';

const article = (title: string, section: string, labels: string[], routes: string[], body: string): HelpArticleInput => ({
  title,
  section,
  labels,
  routes,
  body,
  draft: false,
  locale: 'en-us',
});

/**
 * The demo help centre: a dozen articles on what a new operator does first, each suggested on the
 * screens where the question comes up. Written for this product; edit them in Help centre admin.
 */
export const DEMO_ARTICLES: HelpArticleInput[] = [
  article(
    'Enrolling a device with the Outpost agent',
    'Getting started',
    ['enrolment', 'agent', 'devices'],
    ['/devices', '/organizations/$id', '/'],
    `<p>Every managed device runs the Outpost agent. The agent enrols once with an <strong>enrolment token</strong> of the organization the device belongs to, then reports in every few seconds.</p>
<ol><li>Open <strong>Organizations</strong>, choose the organization and create an enrolment token on its Enrolment tab.</li>
<li>On the device, run <code>outpost-agent run --server https://your-outpost --token &lt;token&gt;</code>.</li>
<li>Depending on the approval mode, the device appears at once under <strong>Devices</strong>, or waits under <strong>Approvals</strong>.</li></ol>
<p>A device shows as <em>Up</em> while its heartbeats arrive and as down once they stop for longer than the configured offline time.</p>`,
  ),
  article(
    'Approving new devices',
    'Getting started',
    ['approval', 'devices', 'security'],
    ['/approvals'],
    `<p>With manual approval, a newly enrolled device waits on the <strong>Approvals</strong> screen until someone with the approve permission decides.</p>
<ul><li><strong>Approve</strong> gives the agent its credential; the device starts reporting and can be backed up.</li>
<li><strong>Reject</strong> revokes the request. A rejected device cannot enrol again until its rejection is cleared, so the screen asks you to confirm.</li></ul>
<p>Automatic approval skips this step: every agent with a valid token is approved at once. Choose the mode in the general settings.</p>`,
  ),
  article(
    'Organizations, locations and technician roles',
    'Getting started',
    ['organizations', 'roles', 'permissions'],
    ['/organizations', '/admin'],
    `<p>An <strong>organization</strong> is a customer; its <strong>locations</strong> are sites such as an office or a warehouse. Devices belong to one organization.</p>
<p>Technicians get what their <strong>technician role</strong> grants: managing devices, approving them, browsing and restoring backup data, or working tickets. Administrators hold every permission. The server checks each permission on every call, so hiding a button is never the only protection.</p>`,
  ),
  article(
    'Creating a backup plan',
    'Backups',
    ['backup-plans', 'backup', 'schedule'],
    ['/devices/$id'],
    `<p>A backup plan says what to back up, where and when. Open a device and choose <strong>Add backup plan</strong> on its Backups section.</p>
<ul><li><strong>Type</strong>: files and folders, or an image of a whole volume.</li>
<li><strong>Destination</strong>: Local (a path the device reaches), Cloud (this server's object store) or Hybrid (both).</li>
<li><strong>Schedule</strong>: daily, weekly, monthly or at an interval.</li></ul>
<p>Backups are split into deduplicated, compressed and encrypted chunks, so later runs send only what changed. Use <strong>Run now</strong> for a first backup without waiting for the schedule.</p>`,
  ),
  article(
    'Browsing backups and downloading files',
    'Backups',
    ['browse', 'download', 'backup'],
    ['/devices/$id'],
    `<p>The backup browser starts at <em>All plans</em>. Open a plan to see its folders, a folder to see its files, and a file to see its revisions; the breadcrumb takes you back.</p>
<p>At folder and file level, search by name with at least three characters; <code>*</code> matches any text, for example <code>*.xlsx</code>.</p>
<p>Browser downloads serve data stored in the cloud. Files that only exist on local storage cannot be downloaded in the browser; restore them instead.</p>`,
  ),
  article(
    'Restoring files and folders from a backup',
    'Backups',
    [RESTORING_BACKUPS_TOPIC, 'restore', 'backup'],
    ['/devices/$id', '/jobs'],
    `<p>Select files or folders in the backup browser and choose <strong>Restore</strong>.</p>
<ol><li>Pick a <strong>revision</strong> (or a date for folders).</li>
<li>Choose <strong>Original Location</strong> (when the device is up and the original path is usable) or <strong>Other Location</strong>: another online device and a folder on it.</li>
<li>Choose what happens <strong>if a file exists</strong>: overwrite, skip, keep both (the restored copy is named <code>name (1).ext</code>) or overwrite only if the backup is newer.</li></ol>
<p>The restore runs as a job on the device; a device that is offline picks it up when it reconnects. Follow it in the job status dialog or on the <strong>Jobs</strong> screen, where <em>Cancel Job</em> stops it within seconds.</p>
<p>For very large restores, the Manage Backup console on the device is faster than the browser.</p>`,
  ),
  article(
    'Image backups: mounting a revision',
    'Backups',
    ['image', 'volumes', 'backup'],
    ['/devices/$id'],
    `<p>An image plan captures a whole volume. Open the plan to see its volumes, a volume to see its revisions, and a revision to <strong>mount</strong> it.</p>
<p>Mounting loads the revision's index so its content can be browsed like folders; it takes longer for larger volumes, so you are asked to confirm. From a mounted revision you can download single files or folders.</p>`,
  ),
  article(
    'Syncing a local backup job to the cloud',
    'Backups',
    ['sync', 'cloud', 'backup'],
    ['/devices/$id'],
    `<p>A job kept on local storage only can be copied to the cloud later: choose <strong>Sync job to cloud</strong> on the job.</p>
<p>The device uploads the chunks the cloud does not have yet. Once the sync finishes, the job's revisions count as stored in the cloud and can be downloaded in the browser.</p>`,
  ),
  article(
    'Deleting backup data',
    'Backups',
    ['data-deletion', 'backup'],
    ['/devices/$id'],
    `<p>Select plans, revisions or files and choose <strong>Delete data</strong>. The deletion is <strong>scheduled</strong>: it takes effect after 72 hours, and until then it can be cancelled from the Scheduled deletions card.</p>
<p>When the time is up, the data is removed and chunks no other backup uses are freed. Deleting a backup plan itself does not delete its data.</p>`,
  ),
  article(
    'Following backup and restore jobs',
    'Backups',
    ['jobs', 'restore'],
    ['/jobs', '/devices/$id'],
    `<p>The <strong>Jobs</strong> screen lists backups, restores, syncs and clean-ups across devices with their progress: files, bytes and status.</p>
<p>A job shows <em>Preparing</em> until the device has counted its files, and <em>Completed with warnings</em> when some files could not be processed. <em>Clear restore</em> hides a finished restore from the list.</p>`,
  ),
  article(
    'Working tickets in the service desk',
    'Service desk',
    ['tickets', 'service-desk'],
    ['/tickets', '/tickets/$id', '/tickets/new'],
    `<p>Tickets arrive from technicians, e-mail, automations and the help panel (source <em>Help request</em>). Open one to change its status, priority, assignee or organization, to add public replies or internal notes, and to log time.</p>
<p>Every change is saved once with an entry in the ticket's activity, and automations may act on it. Boards show the tickets that match their conditions.</p>`,
  ),
  article(
    'Sending a support ticket from the help panel',
    'Service desk',
    ['support', 'help-panel'],
    ['/', '/tickets'],
    `<p>Open the help panel with the question-mark button and choose <strong>Submit Help ticket</strong>.</p>
<ul><li>Give a subject, a description of at most 500 characters, a priority and a category.</li>
<li>Add a phone number if you want to be called back, and copy other technicians.</li>
<li>Attach up to five screenshots, recordings or text files (.jpg, .jpeg, .png, .mov, .txt), each up to 50 MB.</li></ul>
<p>While you type the subject, related articles are suggested: the answer may already be there.</p>`,
  ),
];

/** Writes the demo articles once, when the help centre is still empty. */
export async function seedHelpArticles(articles: HelpArticlesService, author: Pick<SessionUser, 'id' | 'name'>): Promise<number> {
  if ((await articles.count()) > 0) return 0;
  for (const input of DEMO_ARTICLES) await articles.create(author, helpArticleInputSchema.parse(input));
  return DEMO_ARTICLES.length;
}

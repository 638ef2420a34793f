import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RichTextEditor, type MentionSuggestion } from '../src/index.ts';
import { benchDocument } from './bench-document.ts';

// In-memory host: what a real app does over HTTP happens here, and is recorded for the tests.
interface HarnessLog {
  html: string;
  events: string[];
}
const log: HarnessLog = { html: '', events: [] };
(window as unknown as { __harness: HarnessLog }).__harness = log;

const USERS: MentionSuggestion[] = [
  { id: '1', label: 'Ann Lee' },
  { id: '2', label: 'Andrew Smith' },
  { id: '3', label: 'Bob Jones' },
  { id: '4', label: 'Anita Gone', metadata: { state: 'deleted' } },
  { id: '5', label: 'Anders' },
  { id: '6', label: 'Anja' },
];
const params = new URLSearchParams(location.search);
let uploads = 0;

const initialHtml = params.has('bench') ? benchDocument(Number(params.get('bench')) || 5000) : (params.get('html') ?? '<p>Hello from the harness.</p>');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider>
      <div style={{ maxWidth: 900, margin: '16px auto' }}>
        <RichTextEditor
          initialHtml={initialHtml}
          readOnly={params.has('readOnly')}
          changeDebounceMs={params.has('bench') ? 1000 : 100}
          onChange={(html) => {
            log.html = html;
          }}
          onImageUpload={async (file) => {
            log.events.push(`image-upload:${file.type}:${file.size}`);
            return { contentId: `img-${++uploads}` };
          }}
          onImageUploadError={(error) => log.events.push(`image-error:${String(error)}`)}
          onAttachmentUpload={(file) =>
            new Promise((resolve) =>
              setTimeout(() => {
                log.events.push(`attachment-upload:${file.name}`);
                resolve({ contentId: `att-${++uploads}` });
              }, 300),
            )
          }
          onAttachmentUploadError={(error) => log.events.push(`attachment-error:${String(error)}`)}
          onMentionFetch={async (query) => {
            log.events.push(`mention-fetch:${query}`);
            return USERS.filter((u) => u.label.toLowerCase().startsWith(query.toLowerCase()));
          }}
          onAddMention={(m) => log.events.push(`mention-add:${m.id}`)}
          onAddAttachment={(item) => log.events.push(`attachment-add:${item.file.name}`)}
          onRemoveAttachment={(item) => log.events.push(`attachment-remove:${item.file.name}`)}
          onPreviewAttachment={(item) => log.events.push(`attachment-preview:${item.file.name}`)}
          onDownloadAttachment={(item) => log.events.push(`attachment-download:${item.file.name}`)}
        />
        {/* A host form field next to the editor, as the service desk has them (subject, time entry). */}
        <input aria-label="Host field" style={{ marginTop: 8 }} />
      </div>
    </MantineProvider>
  </StrictMode>,
);

import { addStrings } from '../../i18n/index.ts';

// Registered when a screen with the attachment preview loads (the help panel, a ticket's files;
// see addStrings), so neither has to load the other's strings for it.
addStrings({
  attachmentPreview: {
    title: 'Preview',
    download: 'Download',
    notFound: 'Resource Not Found',
    processing: 'This file is still being processed.',
    unavailable: 'No preview is available for this file.',
    loading: 'Loading preview…',
  },
});

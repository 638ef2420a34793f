// What other features use of help (module boundaries, docs/ARCHITECTURE.md): the dialog that adds a
// help topic link, which the branding settings offer.
export { AddHelpTopicModal } from './admin/AddHelpTopicModal.tsx';

// What other features use of notes (module boundaries, docs/ARCHITECTURE.md): a device's notes, a
// section of the device page. The reader of stored note HTML is a shared widget (components/rich-text).
export { DeviceNotes } from './DeviceNotes.tsx';

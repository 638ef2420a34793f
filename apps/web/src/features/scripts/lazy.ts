// Parts of scripting other features load on demand (module boundaries, docs/ARCHITECTURE.md): a
// device's scripts tab and the run-a-script dialog of the device list and a group's page.
export { DeviceScripts } from './DeviceScripts.tsx';
export { RunScriptDialog } from './RunScriptDialog.tsx';

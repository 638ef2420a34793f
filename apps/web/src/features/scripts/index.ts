/**
 * What other features use of scripting: the script selector (scheduled tasks, policies), the native setting forms,
 * and, loaded lazily by the device pages, a device's scripts tab and the run-a-script dialog.
 */
export { ScriptSelector, type ScriptChoice } from './ScriptSelector.tsx';
export { WindowsServiceForm } from './native/WindowsServiceForm.tsx';
export { VolumeSelectionForm, volumeListError } from './native/VolumeSelectionForm.tsx';
export { EnabledSettingForm } from './native/EnabledSettingForm.tsx';
export { DeviceScripts } from './DeviceScripts.tsx';
export { RunScriptDialog } from './RunScriptDialog.tsx';

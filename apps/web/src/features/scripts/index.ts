/** What other features use of scripting: the script selector (scheduled tasks, policies) and the native setting forms. */
export { ScriptSelector, type ScriptChoice } from './ScriptSelector.tsx';
export { WindowsServiceForm } from './native/WindowsServiceForm.tsx';
export { VolumeSelectionForm, volumeListError } from './native/VolumeSelectionForm.tsx';
export { EnabledSettingForm } from './native/EnabledSettingForm.tsx';

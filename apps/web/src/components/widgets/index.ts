/** Shared form widgets (spec 002 §1, §4.4, §5.4); no domain knowledge inside. */
export { TreeList, TREE_MAX_HEIGHT, type TreeListProps } from './tree/TreeList.tsx';
export { TREE_INDENT, flattenTree, buildTree, moveItem, projectDrop, removeItem, setCollapsed, type TreeItem, type FlatTreeItem } from './tree/treeUtils.ts';
export { FileCard, formatFileSize, type FileCardProps, type FileCardVariant } from './FileCard.tsx';
export { FilePicker, DEFAULT_MAX_FILES, DEFAULT_MAX_FILE_SIZE, type FilePickerProps } from './FilePicker.tsx';
export { VideoPlayer, DEFAULT_VIDEO_QUALITY, type VideoPlayerProps, type VideoSource } from './VideoPlayer.tsx';
export { PhoneInput, isValidPhone, PHONE_FLAG_WIDTH, type PhoneInputProps } from './PhoneInput.tsx';
export { flagEmoji, flagBadgeSvg } from './flags.ts';
export { DateInput, DateRangeInput, type DateInputProps, type DateRangeInputProps } from './DateTextInput.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup.tsx';
export { Stepper, clampStep, type StepperProps } from './Stepper.tsx';
export { Switch, type SwitchProps } from './Switch.tsx';
export { TextArea, TEXT_AREA_MAX_LENGTH, type TextAreaProps } from './TextArea.tsx';
export { Tooltip, tooltipThemeDefaults, TOOLTIP_OPEN_DELAY } from './Tooltip.tsx';
export { DropdownMenu, DROPDOWN_MAX_HEIGHT, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu.tsx';
export { VerticalTabs, TAB_ERROR_HIGHLIGHT_MS, type TabDefinition, type VerticalTabsProps } from './VerticalTabs.tsx';
export { TabbedModal, type TabbedModalProps } from './TabbedModal.tsx';
export { ColorPickerPopover, COLOR_PRESETS, DEFAULT_COLOR, COLOR_PICKER_WIDTH, type ColorPickerPopoverProps } from './ColorPickerPopover.tsx';

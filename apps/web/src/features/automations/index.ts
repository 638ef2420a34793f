// The automations feature's public surface for other features (eslint/module-boundaries.js).
// The ticket page's comment composer offers the response templates.
export { ResponseTemplatePicker } from './templates/ResponseTemplatePicker.tsx';

export { EditorLauncher } from './components/editor-launcher.client';
export { RichTextField } from './components/block-form/rich-text-field.client';

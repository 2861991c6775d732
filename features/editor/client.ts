export { EditorLauncher } from './components/editor-launcher.client';

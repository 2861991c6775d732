export { LoginForm } from './components/login-form.client';

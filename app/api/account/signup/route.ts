// POST /api/account/signup/ - sign-up {email, password, first_name, last_name, locale}: the same 202 whether or not the address has an account
import { withRoute } from '@/lib/api';
import { signUpAction } from '@/features/accounts/server';

export const POST = withRoute({}, ({ req }) => signUpAction(req));

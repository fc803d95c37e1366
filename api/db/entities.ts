/** Every entity the ORM knows; a module adds its entities here (explicit list: no folder scanning). */
import { User } from '../modules/accounts/accounts.entity.ts';
import { AuthSession } from '../modules/auth/auth.entity.ts';

export const entities = [User, AuthSession];

import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Field } from './form-field.tsx';

/** Every password input of the app: a toggle shows what was typed, so a phone user can check it. */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type' | 'addon'>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      addon={
        <button
          type="button"
          className="field__toggle"
          aria-label={shown ? t`Hide password` : t`Show password`}
          onClick={() => setShown(!shown)}
        >
          <Icon aria-hidden="true" size={20} />
        </button>
      }
    />
  );
}

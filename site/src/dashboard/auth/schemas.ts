/** The auth forms' validation (typed values; the password is hashed only when sent) and their field specs. */
import * as v from 'valibot';
import { ENTITIES } from '../../../../content-schema/registry.ts';
import { fieldSpecs } from '../entities/field-specs.ts';
import { emailAddress, typedPassword } from '../../../../content-schema/fields.ts';

const required = () => v.pipe(v.string('validation.required'), v.minLength(1, 'validation.required'));
const email = () => emailAddress(required());
const newPassword = () => typedPassword(required());

/** fieldSpecs of a plain object (no registry relations, images or keys). */
const specsOf = (object: { entries: Record<string, unknown> }) =>
  fieldSpecs({ ...ENTITIES.user, idFields: [], relations: {}, imageFields: [], longTextFields: [] }, object);

/** The sign-in form: e-mail and the typed password. */
export const SignInForm = v.object({ email: email(), password: required() });
/** The recovery form: the account's e-mail. */
export const RecoverForm = v.object({ email: email() });
const ResetObject = v.object({ newPassword: newPassword(), confirmPassword: required() });
/** The reset form: a new password (min 8) and its confirmation. */
export const ResetForm = v.pipe(
  ResetObject,
  v.forward(
    v.check((i) => i.newPassword === i.confirmPassword, 'validation.confirmed'),
    ['confirmPassword'],
  ),
);
const ChangeObject = v.object({ currentPassword: required(), newPassword: newPassword(), confirmPassword: required() });
/** The change-password form: current, new (min 8) and confirmation. */
export const ChangeForm = v.pipe(
  ChangeObject,
  v.forward(
    v.check((i) => i.newPassword === i.confirmPassword, 'validation.confirmed'),
    ['confirmPassword'],
  ),
);

/** Field specs of the forms above (labels and message parameters). */
export const SIGN_IN_FIELDS = specsOf(SignInForm);
export const RECOVER_FIELDS = specsOf(RecoverForm);
export const RESET_FIELDS = specsOf(ResetObject);
export const CHANGE_FIELDS = specsOf(ChangeObject);

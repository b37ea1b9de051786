/** The work-profile form, for other features: the staff user screen draws it too (with the staff-only facts). */
export { ProfileForm, type ProfileFormValues } from './components/profile-form';

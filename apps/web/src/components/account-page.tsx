import { Screen, type ScreenProps } from './screen';

/** Heading, optional introduction and content of one /user/... screen. */
export function AccountPage(props: Omit<ScreenProps, 'maw'>) {
  return <Screen maw={640} {...props} />;
}

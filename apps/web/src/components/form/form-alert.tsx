import { Alert } from '@mantine/core';

/** The message of a failed submission that does not belong to a single field. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}

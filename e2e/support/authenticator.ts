import { generate } from 'otplib';

const STEP_MS = 30_000;

/** The authenticator's 30-second time step that `at` falls in. */
export const timeStep = (at = Date.now()): number => Math.floor(at / STEP_MS);

/**
 * The time step of an account's next code, or null while none is left before the next step begins. The portal takes
 * the code of the present step or of the next one (a phone's clock a little ahead), each step once per account and
 * only after the last step it took, so an account has two codes to give in a burst and one a step after that.
 */
export function nextStep(lastStep: number, now = timeStep()): number | null {
  const step = Math.max(now, lastStep + 1);
  return step <= now + 1 ? step : null;
}

/** Until the next time step begins (with a margin for the portal's clock). */
export const untilNextStep = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, (timeStep() + 1) * STEP_MS - Date.now() + 100));

export const codeFor = (secret: string, step: number): Promise<string> => generate({ secret, epoch: step * 30 });

/** An authenticator app for one account whose codes only this test uses. */
export function authenticator(secret: string): () => Promise<string> {
  let lastStep = -1;
  return async () => {
    let step = nextStep(lastStep);
    while (step === null) {
      await untilNextStep();
      step = nextStep(lastStep);
    }
    lastStep = step;
    return codeFor(secret, step);
  };
}

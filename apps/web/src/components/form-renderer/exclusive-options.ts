/**
 * A multiple choice after a click: ticking an option that stands alone ('None of these') unticks the others,
 * and ticking another option unticks it. The contract refuses the mix anyway (forms.validation.option_exclusive).
 */
export function withExclusive(before: readonly string[], after: string[], exclusive: readonly string[] = []): string[] {
  const added = after.filter((value) => !before.includes(value));
  const alone = added.find((value) => exclusive.includes(value));
  if (alone) return [alone];
  return added.length > 0 ? after.filter((value) => !exclusive.includes(value)) : after;
}

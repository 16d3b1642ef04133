// Project types of spec §1/§3. "other" stands for free text typed by the homeowner.

export const PROJECT_TYPE_OPTIONS = [
  { value: 'roofing', label: 'Roofing' },
  { value: 'kitchen', label: 'Kitchen Remodel' },
  { value: 'bath', label: 'Bath Remodel' },
  { value: 'hvac', label: 'HVAC' },
  { value: 'solar', label: 'Solar' },
  { value: 'other', label: 'Other' },
] as const;

const LABELS: Record<string, string> = {
  roofing: 'Roofing',
  kitchen: 'Kitchen Remodel',
  bath: 'Bath Remodel',
  bathroom: 'Bath Remodel',
  hvac: 'HVAC',
  solar: 'Solar',
  flooring: 'Flooring',
  other: 'Other',
};

/** A readable label for a stored project type; free text is shown as typed, first letter capitalised. */
export function projectTypeLabel(value: string | null | undefined): string {
  if (!value) return 'Project';
  const known = LABELS[value.toLowerCase()];
  if (known) return known;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

const units = [
  { unit: 'megabyte', size: 1024 * 1024 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/**
 * A byte count for people, in the binary units the upload limits are set in (1 MB = 1,048,576 bytes here, as
 * phones and Windows show file sizes), formatted by Intl with at most one decimal: 4_194_304 → '4 MB',
 * 3_500_000 → '3.3 MB', 16_384 → '16 kB', 512 → '512 bytes'. The one byte formatter of the browser, the
 * API's error messages and the staff CLI.
 * @param bytes a non-negative byte count
 */
export function formatBytes(bytes: number): string {
  const { unit, size } = units.find((candidate) => bytes >= candidate.size) ?? { unit: 'byte', size: 1 };
  return new Intl.NumberFormat('en-IN', {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size);
}

// The clinic's mark: a white medical cross on the primary colour, drawn inline (site header, footer, back office).
export function ClinicMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#06adf0" />
      <path d="M19 10h10v9h9v10h-9v9H19v-9h-9V19h9z" fill="#fff" />
    </svg>
  );
}

/** The settings icon (two sliders) of the study bar and the header's Settings button. */
export const SettingsIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M4 7h10M18 7h2M4 17h2M10 17h10"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
    <circle cx="16" cy="7" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="8" cy="17" r="2.2" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
)

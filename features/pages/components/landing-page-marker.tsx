/**
 * Rendered by a page whose is_landing_page is set. The layout's CSS hides the menu and the top alert
 * when this marker is present (`:has()`), so landing pages stay static and work without JavaScript.
 */
export function LandingPageMarker() {
  return <span className="landing-page-marker" hidden />;
}

/**
 * A tiny inline SVG (data URL) showing the country code: the phone input's country mark. Drawn
 * here, so no flag image is fetched from an outside host and no emoji font is needed.
 */
export function flagBadgeSvg(countryCode: string): string {
  const code = countryCode
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="14" viewBox="0 0 20 14"><rect width="20" height="14" rx="2" fill="#dee2e6"/><text x="10" y="10.5" font-size="8" font-family="sans-serif" text-anchor="middle" fill="#212529">${code}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

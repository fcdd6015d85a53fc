/**
 * The two hostnames that serve the mobile router (spec §2: "two specific hostnames").
 * `mobile.localhost` resolves to this machine in every browser, for development and tests.
 */
export const mobileHostnames: readonly string[] = ['m.pimento.app', 'mobile.localhost'];

/** The mobile router is used only on a mobile hostname when a mobile (simplified) device is detected. */
export function usesMobileRouter(hostname: string, simplified: boolean): boolean {
  return simplified && mobileHostnames.includes(hostname.toLowerCase());
}

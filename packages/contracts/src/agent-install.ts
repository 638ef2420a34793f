import { z } from 'zod';

/** The agent's single-file build as the server offers it (`GET /api/agent/download/info`). */
export const agentDownloadInfoSchema = z.object({
  fileName: z.string(),
  /** Lower-case hex SHA-256 of the file: the install commands check the download against it. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  /** The Node.js the device needs (`node` on its PATH). */
  nodeVersion: z.string(),
});
export type AgentDownloadInfo = z.infer<typeof agentDownloadInfoSchema>;

export const AGENT_PLATFORMS = ['linux', 'windows'] as const;
export type AgentPlatform = (typeof AGENT_PLATFORMS)[number];

/** Where the install scripts put the agent; `--uninstall` / `-Uninstall` remove it from there. */
export const AGENT_INSTALL_DIR = { linux: '/opt/outpost-agent', windows: 'C:\\Program Files\\Outpost Agent' } as const satisfies Record<AgentPlatform, string>;

const shellQuote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;
const powershellQuote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * The one-line install command per platform that an organization's enrolment page shows. Each
 * fetches the install script from the server, which downloads the agent, checks it against this
 * SHA-256 (the one the signed-in user's page read, not one the script is told by the same
 * download), installs it as a service and enrols with the token. Run as root / administrator.
 */
export function agentInstallCommands(o: { serverUrl: string; token: string; sha256: string }): Record<AgentPlatform, string> {
  const server = o.serverUrl.replace(/\/+$/, '');
  return {
    linux: `curl -fsSL ${shellQuote(`${server}/api/agent/install/linux`)} | sh -s -- --server ${shellQuote(server)} --token ${shellQuote(o.token)} --sha256 ${o.sha256}`,
    windows: `& ([scriptblock]::Create((Invoke-RestMethod ${powershellQuote(`${server}/api/agent/install/windows`)}))) -Server ${powershellQuote(server)} -Token ${powershellQuote(o.token)} -Sha256 ${o.sha256}`,
  };
}

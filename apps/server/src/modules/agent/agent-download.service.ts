import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AgentDownloadInfo, AgentPlatform } from '@outpost/contracts';
import { AppError } from '../../lib/errors.ts';
import { serverRoot } from '../../server-root.ts';

/** The Node.js the agent's build needs on a device: zstd in `node:zlib` arrived in 22.15 (decision 0028). */
export const AGENT_NODE_VERSION = '22.15 or later (24 recommended)';

export interface AgentFiles {
  /** The agent's single-file build (`npm run build` writes it). */
  bundle: string;
  /** The folder of the install scripts, `<platform>.sh` / `.ps1`. */
  installDir: string;
}

const agentRoot = path.join(serverRoot, '../agent');
export const defaultAgentFiles: AgentFiles = { bundle: path.join(agentRoot, 'dist/outpost-agent.mjs'), installDir: path.join(agentRoot, 'install') };

const INSTALL_SCRIPTS: Record<AgentPlatform, { file: string; contentType: string }> = {
  linux: { file: 'linux.sh', contentType: 'text/x-shellscript; charset=utf-8' },
  windows: { file: 'windows.ps1', contentType: 'text/plain; charset=utf-8' },
};

interface LoadedBundle {
  body: Buffer;
  info: AgentDownloadInfo;
  mtimeMs: number;
}

/** What devices download to install the agent: its build with its SHA-256, and the install scripts. */
export function createAgentDownloads(files: AgentFiles = defaultAgentFiles) {
  let loaded: LoadedBundle | null = null;

  /** The build as it is on disk now; read again (and hashed again) only when a new build replaced it. */
  async function current(): Promise<LoadedBundle> {
    const found = await stat(files.bundle).catch(() => null);
    if (!found?.isFile()) throw new AppError('NOT_FOUND', 'The agent is not built on this server: run npm run build (npm start does) and try again');
    if (loaded && loaded.mtimeMs === found.mtimeMs && loaded.info.size === found.size) return loaded;
    const body = await readFile(files.bundle);
    const sha256 = createHash('sha256').update(body).digest('hex');
    loaded = { body, mtimeMs: found.mtimeMs, info: { fileName: path.basename(files.bundle), sha256, size: body.length, nodeVersion: AGENT_NODE_VERSION } };
    return loaded;
  }

  return {
    info: async (): Promise<AgentDownloadInfo> => (await current()).info,
    bundle: async () => {
      const { body, info } = await current();
      return { body, info };
    },
    installScript: async (platform: AgentPlatform) => {
      const script = INSTALL_SCRIPTS[platform];
      return { body: await readFile(path.join(files.installDir, script.file), 'utf8'), contentType: script.contentType, fileName: script.file };
    },
  };
}

export type AgentDownloads = ReturnType<typeof createAgentDownloads>;

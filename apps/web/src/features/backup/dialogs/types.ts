import type { BackupEntry, BackupPlan, MountedEntry, Revision, Volume } from '@outpost/contracts';

/** The device a dialog acts on. */
export interface SourceDevice {
  id: number;
  name: string;
  isUp: boolean;
  nodeClass: string;
  clientId: number;
}

/** Which dialog of the backup area is open. */
export type BackupDialog =
  | { kind: 'plan'; plan: BackupPlan | null }
  | { kind: 'downloadFile'; plan: BackupPlan; file: BackupEntry; revisionId?: number }
  | { kind: 'downloadFolder'; plan: BackupPlan; folder: BackupEntry }
  | { kind: 'imageDownload'; plan: BackupPlan; revision: Revision; entry: MountedEntry }
  | { kind: 'restore'; plan: BackupPlan; entries: BackupEntry[]; roots: boolean; revisionId?: number }
  | { kind: 'job'; jobUid: string }
  | { kind: 'deleteData'; plan: BackupPlan; entries: BackupEntry[]; volumes?: Volume[] }
  | { kind: 'deletePlanData'; plan: BackupPlan }
  | { kind: 'sync'; plan: BackupPlan };

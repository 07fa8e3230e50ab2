import type { ProjectRecord } from '@cairn/contract';
import { HandoverModal } from './handover-modal.tsx';
import { MoveProjectModal } from './move-project-modal.tsx';
import { RenameProjectModal } from './rename-project-modal.tsx';
import { ShareModal } from './share-modal.tsx';

export type DialogKind = 'rename' | 'move' | 'share' | 'handover';
export type OpenDialog = { kind: DialogKind; project: ProjectRecord } | null;

/** The one project dialog open at a time; each mounts fresh, so it starts from the row's values. */
export function ProjectDialogs({ dialog, onClose }: { dialog: OpenDialog; onClose(): void }) {
  if (!dialog) return null;
  const props = { project: dialog.project, onClose };
  switch (dialog.kind) {
    case 'rename':
      return <RenameProjectModal {...props} />;
    case 'move':
      return <MoveProjectModal {...props} />;
    case 'share':
      return <ShareModal {...props} />;
    case 'handover':
      return <HandoverModal {...props} />;
  }
}

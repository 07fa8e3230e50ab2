import { type FolderFamily, folderNameProblem } from '@cairn/contract';
import { App, Form, Input, type InputRef } from 'antd';
import { useRef } from 'react';
import { FormModal } from '../../layouts/form-modal.tsx';
import { applyServerError } from '../auth/server-error.ts';
import { type FolderTextsPrefix, useFolderTexts } from './folder-texts.ts';

export interface FolderNameModalProps {
  texts: FolderTextsPrefix;
  /** The family's name rules (length, unique or not), checked here first, in the user's language. */
  family: Pick<FolderFamily, 'nameMax' | 'uniqueNames'>;
  /** The folder to rename; absent: a new folder. */
  folder?: { id: number; name: string };
  /** The scope's folders, for the "taken" check. */
  folders: readonly { id: number; name: string }[];
  create(name: string): Promise<{ id: number; name: string }>;
  rename(id: number, name: string): Promise<unknown>;
  isPending: boolean;
  /** Error codes the server answers about the name, shown on the field (others as a message). */
  nameErrors: readonly string[];
  onClose(): void;
  /** A new folder's id, so the screen can open it. */
  onCreated?(id: number): void;
}

/** Names a new folder or renames one, for any folder family. */
export function FolderNameModal(props: FolderNameModalProps) {
  const ft = useFolderTexts(props.texts);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const input = useRef<InputRef>(null);
  const { folder, family } = props;
  const max = family.nameMax;

  const onFinish = async ({ name }: { name: string }) => {
    const trimmed = name.trim();
    try {
      if (folder) {
        await props.rename(folder.id, trimmed);
        void message.success(ft('renamed'));
      } else {
        const created = await props.create(trimmed);
        void message.success(ft('created', { name: created.name }));
        props.onCreated?.(created.id);
      }
      props.onClose();
    } catch (error) {
      const text = applyServerError(
        form,
        error,
        Object.fromEntries(props.nameErrors.map((c) => [c, 'name'])),
      );
      if (text) void message.error(text);
    }
  };

  return (
    <FormModal
      title={folder ? ft('renameTitle') : ft('createTitle')}
      onCancel={props.onClose}
      // Focus the name at once, so the dialog is usable from the keyboard without a click.
      afterOpenChange={(open) => open && input.current?.focus({ cursor: 'all' })}
      form={form}
      pending={props.isPending}
      formProps={{ preserve: false, initialValues: { name: folder?.name ?? '' }, onFinish }}
    >
      <Form.Item
        name="name"
        label={ft('name')}
        className="folder-modal__field"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = folderNameProblem(
                value ?? '',
                max,
                props.folders,
                folder?.id,
                family.uniqueNames,
              );
              if (problem) throw new Error(ft(`problem.${problem}`, { max }));
            },
          },
        ]}
      >
        <Input ref={input} maxLength={max} showCount placeholder={ft('namePlaceholder')} />
      </Form.Item>
    </FormModal>
  );
}

import { Form, type FormInstance, type FormProps, Modal, type ModalProps } from 'antd';
import { useTranslation } from 'react-i18next';

export interface FormModalProps<V> extends Omit<ModalProps, 'modalRender' | 'okButtonProps' | 'cancelText'> {
  form: FormInstance<V>;
  /** The form's own props (initial values, onFinish, onValuesChange…); vertical, no required marks. */
  formProps: Omit<FormProps<V>, 'form'>;
  /** The submit is under way: the OK button spins. */
  pending: boolean;
  /** The OK button is red (an action that gives something away). */
  danger?: boolean;
}

/**
 * A dialog whose OK button submits the form it holds, so Enter in a field submits too and the
 * form's rules run first. Open by default (mount it to show it); its contents go when it closes.
 */
export function FormModal<V>({ form, formProps, pending, danger, children, ...modal }: FormModalProps<V>) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      okText={t('common.save')}
      destroyOnHidden
      {...modal}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', danger, loading: pending }}
      modalRender={(dom) => (
        <Form<V> form={form} layout="vertical" requiredMark={false} {...formProps}>
          {dom}
        </Form>
      )}
    >
      {children}
    </Modal>
  );
}

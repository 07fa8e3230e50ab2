import { type DashboardPage, DOWNLOAD_SUBTYPE_PAGE_REPORT, PAGE_SELECTOR_MAX_TAGS } from '@cairn/contract';
import { App, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { exportDashboard } from '../../api/endpoints/dashboards.ts';

type Format = 'xlsx' | 'pdf' | 'raw';
interface Values {
  pageIds: number[];
  format: Format;
  cellType: 1 | 2 | 3;
}

/**
 * Exports chosen pages through the download centre: tables (xlsx, counts / percents / both), the
 * charts as a PDF, or the raw data of the pages' surveys. Choosing no page is said beside the
 * selector (请选择导出页面 / Choose at least one page to export), before any call.
 */
export function ExportModal({
  code,
  pages,
  currentPageId,
  onClose,
}: {
  code: string;
  pages: DashboardPage[];
  currentPageId: number | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const format = (Form.useWatch('format', form) as Format | undefined) ?? 'xlsx';

  const onFinish = async (values: Values) => {
    setBusy(true);
    try {
      const pageIds = values.pageIds;
      await exportDashboard(
        values.format === 'raw'
          ? { subType: 10, dashboardCode: code, pageIds, dataFormat: 2, filterId: null }
          : {
              subType: DOWNLOAD_SUBTYPE_PAGE_REPORT,
              dashboardCode: code,
              pageIds,
              fileType: values.format,
              exportCellType: values.cellType,
            },
      );
      onClose();
      modal.success({
        title: t('dashboard.export.created'),
        content: t('dashboard.export.createdHint'),
        okText: t('dashboard.export.toDownloads'),
        onOk: () => navigate('/download'),
        closable: true,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'A0341') {
        form.setFields([{ name: 'pageIds', errors: [t('dashboard.export.noPage')] }]);
      } else if (isApiError(error) && !error.handledGlobally) {
        void message.error(error.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('dashboard.export.title')}
      okText={t('dashboard.export.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ pageIds: currentPageId ? [currentPageId] : [], format: 'xlsx', cellType: 3 }}
        onFinish={onFinish}
      >
        <Form.Item
          name="pageIds"
          label={t('dashboard.export.pages')}
          rules={[{ required: true, type: 'array', min: 1, message: t('dashboard.export.noPage') }]}
        >
          <Select
            mode="multiple"
            maxTagCount={PAGE_SELECTOR_MAX_TAGS}
            options={pages.map((page) => ({ value: page.id, label: page.title }))}
            placeholder={t('dashboard.export.noPage')}
          />
        </Form.Item>
        <Form.Item name="format" label={t('dashboard.export.format')}>
          <Radio.Group
            options={[
              { value: 'xlsx', label: t('dashboard.export.xlsx') },
              { value: 'pdf', label: t('dashboard.export.pdf') },
              { value: 'raw', label: t('dashboard.export.raw') },
            ]}
          />
        </Form.Item>
        {format === 'xlsx' && (
          <Form.Item name="cellType" label={t('dashboard.export.cells')}>
            <Radio.Group
              options={[
                { value: 1, label: t('dashboard.export.cells1') },
                { value: 2, label: t('dashboard.export.cells2') },
                { value: 3, label: t('dashboard.export.cells3') },
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

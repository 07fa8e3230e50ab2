import { ZEmbedDomain } from '@cairn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { saveEmbedDomains } from '../../api/endpoints/publishing.ts';
import { launchInfoKey } from '../../features/publish/sync-publish-state.ts';

/** The first entry that is not a host name the server accepts, or null. */
export function invalidEmbedSite(sites: readonly string[]): string | null {
  return sites.find((site) => !ZEmbedDomain.safeParse(site).success) ?? null;
}

/**
 * The sites that may show the public page in a frame (settings.embedDomains): empty means any
 * site. Saved on its own (launch right); it applies to the page at once, no new publish.
 */
export function EmbedSites(props: { code: string; saved: readonly string[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sites, setSites] = useState<string[]>(() => [...props.saved]);
  const [saving, setSaving] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const invalid = invalidEmbedSite(sites);
  const dirty = JSON.stringify(sites) !== JSON.stringify(props.saved);

  const save = async () => {
    setSaving(true);
    setServerProblem(null);
    try {
      const saved = await saveEmbedDomains(props.code, sites);
      setSites(saved.embedDomains);
      await queryClient.invalidateQueries({ queryKey: launchInfoKey(props.code) });
      void message.success(t('publish.launch.embedSitesSaved'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setServerProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="launch-embed-sites">
      <label className="launch-label" htmlFor="launch-embed-sites">
        {t('publish.launch.embedSites')}
      </label>
      <Typography.Text type="secondary" className="launch-hint">
        {t('publish.launch.embedSitesHint')}
      </Typography.Text>
      <Select
        id="launch-embed-sites"
        mode="tags"
        open={false}
        suffixIcon={null}
        value={sites}
        disabled={!props.canEdit}
        placeholder={t(
          props.canEdit ? 'publish.launch.embedSitesPlaceholder' : 'publish.launch.embedAnySite',
        )}
        status={invalid ? 'error' : undefined}
        tokenSeparators={[',', ' ']}
        onChange={(value: string[]) =>
          setSites([...new Set(value.map((v) => v.trim().toLowerCase()).filter(Boolean))])
        }
        className="launch-embed-sites__input"
      />
      {invalid ? (
        <Alert type="error" showIcon message={t('publish.launch.embedSiteInvalid', { site: invalid })} />
      ) : null}
      {serverProblem ? <Alert type="error" showIcon message={serverProblem} /> : null}
      {props.canEdit ? (
        <div>
          <Button
            size="small"
            type="primary"
            loading={saving}
            disabled={!dirty || invalid !== null}
            onClick={save}
          >
            {t('publish.launch.embedSitesSave')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

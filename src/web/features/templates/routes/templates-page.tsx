import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useMayAct, useMaySee } from '../../../lib/auth/permissions';
import { paths } from '../../../lib/routing/paths';
import { PageHeader } from '../../../components/page/page-header';
import { DocTemplatesTab } from '../components/doc-templates-tab';
import { WordTemplatesTab } from '../components/word-templates-tab';

type TabId = 'word' | 'documents';

/** /templates: the Word contract templates and the document templates, the tab kept in the URL. */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const maySee = useMaySee();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: TabId = searchParams.get('tab') === 'documents' ? 'documents' : 'word';
  const canEdit = useMayAct()('edit_doc_templates');

  // The lists' page and filters belong to one tab, so a switch starts the other tab from its own.
  const choose = (next: TabId) => setSearchParams(next === 'word' ? {} : { tab: next }, { replace: true });

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          maySee('view_custom_fields') && (
            <Button
              component={RouterLink}
              to={paths.templates.customFields.path}
              startIcon={<TuneOutlined />}
            >
              {t('custom.title')}
            </Button>
          )
        }
      />
      <Tabs value={tab} onChange={(_event, next: TabId) => choose(next)} sx={{ mb: 2 }}>
        <Tab value="word" label={t('tabs.word')} />
        <Tab value="documents" label={t('tabs.documents')} />
      </Tabs>
      {tab === 'word' ? <WordTemplatesTab canEdit={canEdit} /> : <DocTemplatesTab canEdit={canEdit} />}
    </>
  );
}

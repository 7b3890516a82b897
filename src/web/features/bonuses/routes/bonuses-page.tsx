import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMayAct } from '../../../lib/auth/permissions';
import { PageHeader } from '../../../components/page/page-header';
import { AgentsTab } from '../components/agents-tab';
import { CalculatorTab } from '../components/calculator-tab';
import { SchemasTab } from '../components/schemas-tab';
import { SimulatorTab } from '../components/simulator-tab';
import { TargetsTab } from '../components/targets-tab';

const TABS = ['schemas', 'calculator', 'targets', 'agents', 'simulator'] as const;
type TabId = (typeof TABS)[number];

/** /bonuses: schemas and bands, the calculator, targets against actuals, agents' fees and the simulator. */
export function BonusesPage() {
  const { t } = useTranslation('bonuses');
  const { t: tc } = useTranslation('common');
  const mayAct = useMayAct();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = TABS.find((x) => x === asked) ?? 'schemas';
  // Each tab has its own filters, so a switch starts the next one from its defaults.
  const choose = (next: TabId) => setParams(next === 'schemas' ? {} : { tab: next }, { replace: true });
  return (
    <>
      <PageHeader title={tc('nav.bonuses')} />
      <Tabs
        value={tab}
        onChange={(_e, next: TabId) => choose(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((id) => (
          <Tab key={id} value={id} label={t(`tabs.${id}`)} />
        ))}
      </Tabs>
      {tab === 'schemas' && <SchemasTab canEdit={mayAct('edit_bonus_schemas')} />}
      {tab === 'calculator' && <CalculatorTab />}
      {tab === 'targets' && <TargetsTab canEdit={mayAct('edit_sale_targets')} />}
      {tab === 'agents' && <AgentsTab />}
      {tab === 'simulator' && <SimulatorTab />}
    </>
  );
}

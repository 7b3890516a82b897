import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuGroup } from '../../lib/routing/paths';

export const MENU_GROUP_ICONS: Record<MenuGroup, SvgIconComponent> = {
  inventory: ApartmentOutlined,
  sales: PointOfSaleOutlined,
  clients: PeopleOutlined,
  services: HandymanOutlined,
  reports: AssessmentOutlined,
  templates: DescriptionOutlined,
  finance: AccountBalanceWalletOutlined,
  administration: SettingsOutlined,
};

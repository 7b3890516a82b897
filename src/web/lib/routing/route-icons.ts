import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DomainOutlined from '@mui/icons-material/DomainOutlined';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PointOfSaleOutlined from '@mui/icons-material/PointOfSaleOutlined';
import PriceChangeOutlined from '@mui/icons-material/PriceChangeOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import TextFieldsOutlined from '@mui/icons-material/TextFieldsOutlined';
import WarningOutlined from '@mui/icons-material/WarningOutlined';
import type { RouteDef } from './paths';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';

/** Menu icons by route path: kept out of the paths table so the sign-in page does not load them. */
const ICONS: Record<string, SvgIconComponent> = {
  '/': HomeOutlined,
  '/login': LockOutlined,
  '/forgot-password': LockOutlined,
  '/reset-password': LockOutlined,
  '/my-profile': PersonOutlined,
  '/notifications': NotificationsOutlined,
  '/manager/notifications': NotificationsOutlined,
  '/tasks': ChecklistOutlined,
  '/buildings': ApartmentOutlined,
  '/buildings/:id/chessboard': ApartmentOutlined,
  '/properties': DomainOutlined,
  '/features': CategoryOutlined,
  '/prices': PriceChangeOutlined,
  '/sales': PointOfSaleOutlined,
  '/sales/:id': PointOfSaleOutlined,
  '/overdue-sales': WarningOutlined,
  '/trashed-sales': RestoreFromTrashOutlined,
  '/invoices': ReceiptOutlined,
  '/bookings': EventAvailableOutlined,
  '/barter': SwapHorizOutlined,
  '/advance-payments': PaymentsOutlined,
  '/documents': FolderOpenOutlined,
  '/customers': PeopleOutlined,
  '/agents': BadgeOutlined,
  '/tickets': SupportAgentOutlined,
  '/bonuses': EmojiEventsOutlined,
  '/service-containers': ConstructionOutlined,
  '/services': HandymanOutlined,
  '/services/payments': PaymentsOutlined,
  '/reports': AssessmentOutlined,
  '/statistics': InsightsOutlined,
  '/templates': DescriptionOutlined,
  '/templates/custom-fields': TextFieldsOutlined,
  '/notification-rules': MarkEmailUnreadOutlined,
  '/banks': AccountBalanceOutlined,
  '/bank-accounts': CreditCardOutlined,
  '/company': BusinessOutlined,
  '/role-permission': AdminPanelSettingsOutlined,
  '/users': ManageAccountsOutlined,
  '/notification-logs': MailOutlined,
  '/logs': HistoryOutlined,
};

export const routeIcon = (route: RouteDef): SvgIconComponent => ICONS[route.path] ?? HomeOutlined;

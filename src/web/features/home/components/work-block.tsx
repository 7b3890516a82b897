import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { title: string; children: ReactNode; link?: { to: string; label: string } };

/** One block of today's work: a title, its figures and the link to the filtered list behind them. */
export function WorkBlock({ title, children, link }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
      {link && (
        <CardActions>
          <Button component={Link} to={link.to} size="small">
            {link.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

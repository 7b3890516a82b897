import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../testing/kit-test-utils';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title, a trail of links to the parents and the actions', () => {
    renderWithKit(
      <PageHeader
        title="Sale 12"
        breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Sales', to: '/sales' }, { label: 'Sale 12' }]}
        actions={<Button>Edit</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sale 12' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/sales');
    expect(trail).toHaveTextContent('Home/Sales/Sale 12');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

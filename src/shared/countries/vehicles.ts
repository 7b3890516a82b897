import type { VehicleBrand } from './contracts';

/** Common car brands on Georgian roads and their usual models, for barter deals (a modest list). */
export const VEHICLE_BRANDS: VehicleBrand[] = [
  {
    brand: 'Toyota',
    models: [
      'Camry',
      'Corolla',
      'Prius',
      'RAV4',
      'Land Cruiser',
      'Land Cruiser Prado',
      'Highlander',
      'C-HR',
      'Yaris',
      'Aqua',
    ],
  },
  {
    brand: 'Mercedes-Benz',
    models: [
      'A-Class',
      'C-Class',
      'E-Class',
      'S-Class',
      'CLA',
      'CLS',
      'GLA',
      'GLC',
      'GLE',
      'GLS',
      'G-Class',
      'ML',
      'Sprinter',
    ],
  },
  {
    brand: 'BMW',
    models: ['1 Series', '3 Series', '5 Series', '7 Series', 'X1', 'X3', 'X5', 'X6', 'X7', 'i3'],
  },
  {
    brand: 'Hyundai',
    models: ['Elantra', 'Sonata', 'Tucson', 'Santa Fe', 'Accent', 'Creta', 'Palisade', 'H-1', 'Ioniq'],
  },
  {
    brand: 'Kia',
    models: ['Rio', 'Cerato', 'Optima', 'K5', 'Sportage', 'Sorento', 'Soul', 'Carnival', 'Niro'],
  },
  { brand: 'Lexus', models: ['ES', 'IS', 'GS', 'LS', 'NX', 'RX', 'GX', 'LX', 'UX'] },
  {
    brand: 'Ford',
    models: ['Focus', 'Fusion', 'Mondeo', 'Escape', 'Explorer', 'Mustang', 'Transit', 'Ranger'],
  },
  { brand: 'Honda', models: ['Civic', 'Accord', 'Fit', 'CR-V', 'HR-V', 'Insight', 'Odyssey', 'Pilot'] },
  {
    brand: 'Nissan',
    models: ['Altima', 'Juke', 'Leaf', 'Murano', 'Note', 'Qashqai', 'Rogue', 'Sentra', 'X-Trail', 'Patrol'],
  },
  {
    brand: 'Volkswagen',
    models: ['Golf', 'Jetta', 'Passat', 'Polo', 'Tiguan', 'Touareg', 'Transporter', 'ID.4'],
  },
  { brand: 'Subaru', models: ['Forester', 'Impreza', 'Legacy', 'Outback', 'XV', 'Crosstrek'] },
  { brand: 'Chevrolet', models: ['Aveo', 'Camaro', 'Captiva', 'Cruze', 'Malibu', 'Spark', 'Volt', 'Tahoe'] },
  { brand: 'Opel', models: ['Astra', 'Corsa', 'Insignia', 'Mokka', 'Vectra', 'Zafira'] },
  { brand: 'Mitsubishi', models: ['ASX', 'Lancer', 'Outlander', 'Pajero', 'Pajero Sport', 'L200', 'Delica'] },
  { brand: 'Audi', models: ['A3', 'A4', 'A6', 'A8', 'Q3', 'Q5', 'Q7', 'Q8', 'e-tron'] },
  { brand: 'Mazda', models: ['Mazda3', 'Mazda6', 'CX-3', 'CX-5', 'CX-9', 'Demio'] },
  { brand: 'Porsche', models: ['911', 'Cayenne', 'Macan', 'Panamera', 'Taycan'] },
  {
    brand: 'Land Rover',
    models: ['Defender', 'Discovery', 'Range Rover', 'Range Rover Sport', 'Range Rover Evoque'],
  },
  { brand: 'Tesla', models: ['Model 3', 'Model S', 'Model X', 'Model Y'] },
  { brand: 'Jeep', models: ['Cherokee', 'Compass', 'Grand Cherokee', 'Renegade', 'Wrangler'] },
  { brand: 'Lada', models: ['Granta', 'Niva', 'Vesta', '2107'] },
  { brand: 'Renault', models: ['Clio', 'Duster', 'Logan', 'Megane', 'Sandero'] },
  { brand: 'Skoda', models: ['Fabia', 'Kodiaq', 'Octavia', 'Rapid', 'Superb'] },
  { brand: 'Peugeot', models: ['208', '301', '308', '3008', '508', '5008'] },
];

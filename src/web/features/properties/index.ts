export { ChessboardPage } from './routes/chessboard-page';
export { PropertiesPage } from './routes/properties-page';

import { connect } from 'node:net';

/** What a new TCP connection to this port on loopback gets: 'connected', or the error code (ECONNREFUSED). */
export function connectionResult(port: number) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

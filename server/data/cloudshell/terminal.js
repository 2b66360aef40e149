// The sandbox cloud shell's page script: what the terminal's websocket sends is shown as text, and each
// submitted command line is sent to it (as the cloudshell addon's ttyd page does with its terminal).
const screen = document.getElementById('screen');
const commandLine = document.getElementById('command-line');
const command = document.getElementById('command');
const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
// The page's answer set the ticket cookie the terminal's websocket opens with.
const socket = new WebSocket(`${scheme}//${window.location.host}/view/cloudshell/ws`);

socket.addEventListener('message', (event) => {
  screen.textContent += String(event.data);
});
socket.addEventListener('close', () => {
  screen.textContent += '\n[disconnected]\n';
  command.disabled = true;
});
commandLine.addEventListener('submit', (event) => {
  event.preventDefault();
  if (socket.readyState === WebSocket.OPEN) socket.send(command.value);
  command.value = '';
});

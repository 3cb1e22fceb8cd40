## Inline mode: `@bot <link>` in any chat. { $bot } is the bot's username; `<link>` stays as it is.
tg-inline-help-title = Compartilhe um vídeo ou uma música aqui
tg-inline-help = Digite um link (http ou https) depois do meu nome: @{ $bot } <link>. Eu ofereço o vídeo e o som, prontos para enviar neste chat.
tg-inline-refused-title = Não é possível
tg-inline-no-storage = O compartilhamento de arquivos em outros chats não está configurado neste bot. Envie o link para mim em um chat privado.
tg-inline-still-looking-title = Ainda procurando…
tg-inline-still-looking = Ainda estou lendo este link. Digite um espaço depois dele daqui a pouco para ver as opções.
tg-inline-playlist = Isto é uma playlist. Envie para mim em um chat privado para escolher entre os itens.
tg-inline-nothing = Nada deste link pode ser enviado aqui. Envie para mim em um chat privado para ver todos os formatos.
tg-inline-preparing =
    { $title }
    { $label }: preparando…
tg-inline-preparing-hint = A preparação leva um momento depois que você escolher.
tg-inline-other-formats = Outros formatos
tg-inline-expired = Estas opções expiraram. Digite o link de novo.

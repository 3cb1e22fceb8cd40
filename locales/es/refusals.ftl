## Un sitio rechaza este servidor: lo que lee el usuario y lo que se le dice al propietario.

error-code-site-refused = { $site } está rechazando este servidor ahora mismo (le pide demostrar que no es un bot, o limita cuántas veces puede preguntar). Se ha avisado al propietario; inténtalo más tarde.
error-code-sign-in-required = { $site } solo muestra esto a una cuenta con sesión iniciada (un vídeo privado o solo para miembros), y este servidor no tiene sesión allí.
error-code-age-restricted = { $site } pide confirmar la edad para ver esto, y este servidor no tiene sesión allí.
error-code-format-blocked = { $site } describió este formato pero se niega a enviarlo a este servidor. Prueba otro formato o inténtalo más tarde.

refusal-class-bot-check = una comprobación de bots («Sign in to confirm you're not a bot»)
refusal-class-rate-limited = un límite de peticiones (demasiadas desde este servidor)
refusal-class-sign-in = hace falta iniciar sesión (contenido privado o solo para miembros)
refusal-class-age-check = una comprobación de edad
refusal-class-format-blocked = un formato bloqueado (los datos del medio rechazados con 403)

owner-refusal-notice = { $site } rechazó este servidor: { $what }. Rechazos de este tipo hasta ahora: { $count }. Lo que ayuda: cookies de una cuenta con sesión iniciada (/admin · npm run cookies -- add FILE · YTDLP_COOKIES_FILE), un proveedor de PO tokens para YouTube y una dirección de servidor que el sitio no marque (las de centros de datos se marcan primero).
owner-refusal-cooling = Las nuevas consultas de { $site } se responden al momento durante { WAIT($seconds) } en lugar de preguntarle otra vez; la primera consulta que funcione lo termina.
owner-refusal-line = { $site }: { $what }. Rechazos: { $count }; el último hace { LENGTH($ago) }.
